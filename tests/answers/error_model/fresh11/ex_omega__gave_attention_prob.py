# exercise: ex_omega
# mistake: Used to reading attn probabilities (HF output_attentions), the learner answers the softmax weight α₂₁ = 0.1385; the question asks for the raw score ω₂₁ = 0.9544 before the softmax.
# mistake_zh: 习惯读取注意力概率（HF 的 output_attentions），学习者给出了 softmax 权重 α₂₁ = 0.1385；题目问的是 softmax 之前的原始分数 ω₂₁ = 0.9544。
# keywords: score, softmax, weight, raw
ex_omega = 0.1385
