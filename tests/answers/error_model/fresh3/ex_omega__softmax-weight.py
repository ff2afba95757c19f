# exercise: ex_omega
# mistake: You gave the softmax weight α₂₁ rather than the raw attention score ω₂₁ that comes before the softmax.
# mistake_zh: 你给出的是 softmax 之后的权重 α₂₁，而题目问的是 softmax 之前的原始注意力分数 ω₂₁。
# keywords: softmax, weight, score, raw

# attn_weights_2 = torch.softmax(attn_scores_2, dim=0); attn_weights_2[0]
ex_omega = 0.1385
