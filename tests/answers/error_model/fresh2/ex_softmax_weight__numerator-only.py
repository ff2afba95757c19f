# exercise: ex_softmax_weight
# mistake: 4.4593 is only exp(ω₂₂), the softmax numerator: divide it by Σⱼ exp(ω₂ⱼ) over the six scores to get α₂₂ = 0.2379.
# mistake_zh: 4.4593 只是 softmax 的分子 exp(ω₂₂)：还要除以六个得分的 Σⱼ exp(ω₂ⱼ)，得到 α₂₂ = 0.2379。
# keywords: softmax, denominator, exp, sum, normalise

import math
omega_22 = 0.55 * 0.55 + 0.87 * 0.87 + 0.66 * 0.66   # 1.4950
ex_softmax_weight = round(math.exp(omega_22), 4)
