# exercise: ex_context
# mistake: The learner weighted the inputs by exp(ω) without dividing by the sum, i.e. forgot the softmax normalisation; the weights must sum to 1 (answer [0.4419, 0.6515, 0.5683]).
# mistake_zh: 学习者用 exp(ω) 加权输入而没有除以总和，即忘了 softmax 的归一化；权重之和必须为 1（答案 [0.4419, 0.6515, 0.5683]）。
# keywords: normalise, softmax, weights sum to 1

ex_context = [8.2829, 12.2122, 10.6531]
