# exercise: ex3_2
# mistake: The learner kept the book's earlier dropout of 0.5 (and left the module in training mode), so the outputs are random from call to call; the exercise asks for dropout 0.0.
# mistake_zh: 学习者沿用了书中前面 0.5 的 dropout（并且模块处于训练模式），所以每次调用的输出都是随机的；本题要求 dropout 为 0.0。
# keywords: dropout, 0.0, random, training, 0.5
from functools import partial

def ex3_2(MultiHeadAttentionWrapper):
    make = partial(MultiHeadAttentionWrapper, 3, 1, 6, 0.5)
    return make(num_heads=2)
