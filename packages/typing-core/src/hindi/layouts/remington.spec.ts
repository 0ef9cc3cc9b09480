import { KEY_LAYERS, type HindiLayout } from '../layout';
import { fromQwertyList, layoutOutputs } from '../reference-notation.fixture';
import { krutidev } from './krutidev';
import { remingtonCbi } from './remington-cbi';
import { remingtonGail } from './remington-gail';

/** The typewriter letter block, alike in GAIL, CBI and KrutiDev (Keyman remington_gail.kmn; KrutiDev 010 glyphs). */
const LETTERS = `
q 0941
Q 092B
w 0942
W 0945
e 092E
E 092E 094D
r 0924
R 0924 094D
t 091C
T 091C 094D
y 0932
Y 0932 094D
u 0928
U 0928 094D
i 092A
I 092A 094D
o 0935
O 0935 094D
p 091A
P 091A 094D
[ 0916 094D
{ 0915 094D 0937 094D
] 002C
} 0926 094D 0935
a 0902
s 0947
S 0948
d 0915
D 0915 094D
f 093F
F 0925 094D
g 0939
G 0933
h 0940
H 092D 094D
j 0930
J 0936 094D 0930
k 093E
K 091C 094D 091E
l 0938
L 0938 094D
; 092F
: 0930 0942
' 0936 094D
" 0937 094D
z 094D 0930
Z 0930 094D
x 0917
X 0917 094D
c 092C
C 092C 094D
v 0905
V 091F
b 0907
B 0920
n 0926
N 091B
m 0909
M 0921
, 090F
< 0922
. 0923 094D
> 091D
/ 0927 094D
? 0918 094D
space 0020
SPACE 0020
1 0031
2 0032
3 0033
4 0034
5 0035
6 0036
7 0037
8 0038
9 0039
0 0030
⌥1 0967
⌥2 0968
⌥3 0969
⌥4 096A
⌥5 096B
⌥6 096C
⌥7 096D
⌥8 096E
⌥9 096F
⌥0 0966
`;

/** Remington GAIL's own keys: number row and symbols, and the APS Saral extras on AltGr (Keyman remington_gail.kmn 1.1.1). */
const GAIL_ONLY = `
\` 093C
~ 0926 094D 092F
! 0964
@ 002F
# 0903
$ 002A
% 002D
^ 2018
& 2019
* 0926 094D 0927
( 0924 094D 0930
) 090B
- 003B
_ 002E
= 0943
+ 094D
\\ 0028
| 0029
A 093E
⌥\` 200C
⌥~ 200D
⌥! 0919
⌥@ 0918
⌥# 0939 094D 0928
⌥$ 0939 094D 092F
⌥% 0025
⌥^ 0939 094D 092E
⌥& 00F7
⌥* 00D7
⌥( 0926 094D 0917
⌥) 0021
⌥- 091E
⌥_ 091E 094D
⌥= 002B
⌥+ 003D
⌥q 092B 094D
⌥Q 091D 094D 0930
⌥w 0944
⌥W 0960
⌥e 0947 0902
⌥E 0948 0902
⌥r 0924 094D 0924
⌥R 0924 094D 0924 094D
⌥t 091C 094D 0930
⌥T 0924 094D 0930 094D
⌥y 0926 094D 0926
⌥Y 0926 094D 092D
⌥u 095E
⌥U 0928 094D 0928
⌥i 092B
⌥I 092A 094D 0930
⌥o 0935 094D 0928
⌥O 0935 094D 0930
⌥p 0936
⌥P 095D
⌥[ 0916
⌥{ 0915 094D 0937
⌥] 0926 094D 0927
⌥} 0926 094D 092C
⌥\\ 093D
⌥| 0950
⌥a 0939 094D 0923
⌥A 0959
⌥s 092D
⌥S 0937 094D 091F
⌥d 0927
⌥D 0937 094D 0920
⌥f 092F 094D
⌥F 0925
⌥g 0918
⌥G 0917 094D 0930
⌥h 0940 0902
⌥H 091E 094D 091A
⌥j 0930 094D 200D
⌥J 0936 094D
⌥k 094D 092F
⌥K 091C 094D 091E 094D
⌥l 0938 094D 0924 094D 0930
⌥L 0938 094D 0930
⌥; 003B
⌥: 091E 094D 091C
⌥' 0936
⌥" 0937
⌥z 094B
⌥Z 094C
⌥x 0926 094D 0930
⌥X 095A
⌥c 095C
⌥C 095B
⌥v 091F 094D
⌥V 091F 094D 091F
⌥b 0908
⌥B 0908 0902
⌥n 0923
⌥N 0926 094D 092E
⌥m 090A
⌥M 0921 094D 0921
⌥, 0901
⌥< 0922 094D 0922
⌥. 002E
⌥> 091D 094D
⌥/ 002F
⌥? 003F
`;

/** The typewriter's number row and symbols as the KrutiDev 010 font draws them (Shift+1 and Shift+4 left empty). */
const TYPEWRITER_ONLY = `
\` 0943
~ 094D
@ 002F
# 0930 0941
% 0903
^ 2018
& 002D
* 2019
( 003B
) 0926 094D 0927
- 002E
_ 090B
= 0924 094D 0930
+ 093C
\\ 003F
| 0926 094D 092F
A 0964
`;

const CASES: readonly (readonly [string, HindiLayout, string])[] = [
  [remingtonGail.name, remingtonGail, GAIL_ONLY],
  [remingtonCbi.name, remingtonCbi, TYPEWRITER_ONLY],
  [krutidev.name, krutidev, TYPEWRITER_ONLY],
];

describe.each(CASES)('%s key table against its reference list', (_name, layout, own) => {
  const expected = { ...fromQwertyList(LETTERS), ...fromQwertyList(own) };
  const actual = layoutOutputs(layout);
  const codes = [...new Set(Object.keys(expected).map((place) => place.split('/')[0]!))];
  const layers = (outputs: Record<string, string>, code: string) =>
    KEY_LAYERS.map((layer) => outputs[`${code}/${layer}`] ?? null);

  it.each(codes)('%s types on each layer what the reference lists', (code) => {
    expect(layers(actual, code)).toEqual(layers(expected, code));
  });

  it('maps no key the reference does not list', () => {
    expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  });
});
