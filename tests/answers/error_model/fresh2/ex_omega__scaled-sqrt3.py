# exercise: ex_omega
# mistake: The score was divided by √3; ω₂₁ is the raw dot product x⁽²⁾ · x⁽¹⁾ = 0.9544, with no projection and no scaling.
# mistake_zh: 得分被除以了 √3；ω₂₁ 是未经投影、未缩放的原始点积 x⁽²⁾ · x⁽¹⁾ = 0.9544。
# keywords: raw, scaling, sqrt, dot, score

import math
x1 = [0.43, 0.15, 0.89]
x2 = [0.55, 0.87, 0.66]
# scaled dot-product attention: divide by sqrt(d_k)
ex_omega = round(sum(a * b for a, b in zip(x2, x1)) / math.sqrt(3), 4)
