# exercise: ex_omega
# mistake: Divided the dot product by √3 (the scaled dot-product from later in the chapter). The question asks for the raw score ω₂₁ = x⁽²⁾·x⁽¹⁾ of the simple attention section, with no scaling.
# mistake_zh: 把点积除以了 √3（本章后面缩放点积注意力的做法）。题目问的是简单注意力一节中的原始分数 ω₂₁ = x⁽²⁾·x⁽¹⁾，不做缩放。
# keywords: scaled, sqrt(3), √d_k, raw score, no scaling
# 0.9544 / sqrt(d_k), d_k = 3
ex_omega = 0.5510
