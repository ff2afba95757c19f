# exercise: ex_omega
# mistake: You divided the dot product by sqrt(3), but ω₂₁ is the raw score x⁽²⁾·x⁽¹⁾ with no scaling.
# mistake_zh: 你把点积除以了 sqrt(3)，但 ω₂₁ 是未缩放的原始分数 x⁽²⁾·x⁽¹⁾。
# keywords: scaling, raw, dot product, sqrt

# 0.55*0.43 + 0.87*0.15 + 0.66*0.89 = 0.9544, 再除以 sqrt(d)=sqrt(3)
ex_omega = 0.5510
