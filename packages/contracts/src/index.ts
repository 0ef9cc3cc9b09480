export * from './subjects';
export * from './errors';
export * from './health';
export * from './queue';
export * from './limits';
export * from './validation';
export * from './dto/contact.dto';
export * from './dto/auth.dto';
