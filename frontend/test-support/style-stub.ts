/** Component tests run in jsdom: stylesheets imported by components load as nothing. */
export default {};
