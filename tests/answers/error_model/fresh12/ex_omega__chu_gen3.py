# exercise: ex_omega
# mistake: The learner divided the dot product by √3 (缩放 from the later trainable-weights section), giving 0.5510; the question asks for the raw unscaled score ω₂₁ = 0.9544.
# mistake_zh: 学习者把点积除以了 √3（后面可训练权重一节里的缩放），得到 0.5510；题目问的是未缩放的原始分数 ω₂₁ = 0.9544。
# keywords: scaled, √3, raw score, dot product

# ω21 = x2·x1 / sqrt(3) （按维度缩放）
ex_omega = 0.5510
