# exercise: ex_dropout_survivor
# mistake: The learner assumed surviving entries keep their value 1; dropout rescales survivors by 1 / (1 - p) = 1.1111 to keep the expected sum.
# mistake_zh: 学习者以为保留下来的元素仍是 1；dropout 会把保留值放大为 1 / (1 - p) = 1.1111，以保持期望不变。
# keywords: rescale, 1/(1-p), expectation

ex_dropout_survivor = 1.0
