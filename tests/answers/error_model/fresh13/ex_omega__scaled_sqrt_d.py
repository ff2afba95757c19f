# exercise: ex_omega
# mistake: It divides the dot product by √3 (the scaling of scaled dot-product attention): 0.9544/√3 = 0.5510; the raw score asked is 0.9544.
# mistake_zh: 它把点积除以了 √3（缩放点积注意力的缩放）：0.9544/√3 = 0.5510；题目要求的是未缩放的分数 0.9544。
# keywords: raw, dot product, scaling, 0.9544
ex_omega = 0.5510
