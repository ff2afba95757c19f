# exercise: ex_omega
# mistake: Divides the dot product by √3 (the scaled dot-product from later sections), 0.5510; the score ω₂₁ is the raw dot product, 0.9544.
# mistake_zh: 把点积除以了 √3（后面小节的缩放点积），得到 0.5510；分数 ω₂₁ 是未缩放的原始点积 0.9544。
# keywords: scaling, raw dot product, sqrt, unscaled
ex_omega = 0.5510
