# exercise: ex_omega
# mistake: Gave the attention WEIGHT α₂₁ = 0.1385 (after the softmax) instead of the raw score ω₂₁. The score is just the dot product x⁽²⁾ · x⁽¹⁾ = 0.9544; normalization comes later.
# mistake_zh: 给出的是 softmax 之后的注意力权重 α₂₁ = 0.1385，而不是原始分数 ω₂₁。分数就是点积 x⁽²⁾ · x⁽¹⁾ = 0.9544；归一化在之后。
# keywords: score, weight, softmax, dot product, omega
ex_omega = 0.1385
