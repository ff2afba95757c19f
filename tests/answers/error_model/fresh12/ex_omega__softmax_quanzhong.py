# exercise: ex_omega
# mistake: The learner gave the softmax weight α₂₁ ≈ 0.1385 instead of the raw attention score ω₂₁ = x⁽²⁾·x⁽¹⁾ = 0.9544 (分数 before softmax, not 权重).
# mistake_zh: 学习者给出的是 softmax 之后的权重 α₂₁ ≈ 0.1385，而题目问的是 softmax 之前的原始注意力分数 ω₂₁ = x⁽²⁾·x⁽¹⁾ = 0.9544（是分数，不是权重）。
# keywords: softmax, weight, score, before

ex_omega = 0.1385  # 注意力权重 α21
