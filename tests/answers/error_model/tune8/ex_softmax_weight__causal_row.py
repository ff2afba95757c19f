# exercise: ex_softmax_weight
# mistake: The learner applies a causal mask (GPT habit) before the softmax, so journey weighs only Your and itself (0.6320); this attention has no mask: 0.2379.
# mistake_zh: 学习者在 softmax 前加了因果掩码（GPT 的习惯），于是 journey 只给 Your 和自己分配权重（0.6320）；这里的注意力没有掩码：0.2379。
# keywords: causal, mask, all the tokens

ex_softmax_weight = 0.6320
