# exercise: ex_omega
# mistake: You divided the dot product by √3 (the scaling of scaled dot-product attention); ω₂₁ here is the raw dot product x⁽²⁾ · x⁽¹⁾ = 0.9544, with no scaling.
# mistake_zh: 你把点积除以了 √3（缩放点积注意力的缩放）；这里的 ω₂₁ 是未缩放的原始点积 x⁽²⁾ · x⁽¹⁾ = 0.9544。
# keywords: scaled, sqrt, raw dot product, no scaling
ex_omega = 0.5510  # 0.9544 / sqrt(3)
