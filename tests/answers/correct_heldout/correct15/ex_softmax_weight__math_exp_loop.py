# exercise: ex_softmax_weight
# style: pure Python: scores by a list comprehension, softmax by math.exp, full-precision float (not rounded).
import math

嵌入 = [  # 书中的嵌入 (book embeddings)
    (0.43, 0.15, 0.89), (0.55, 0.87, 0.66), (0.57, 0.85, 0.64),
    (0.22, 0.58, 0.33), (0.77, 0.25, 0.10), (0.05, 0.80, 0.55),
]
查询 = 嵌入[1]
分数 = [sum(a * b for a, b in zip(查询, x)) for x in 嵌入]
分母 = sum(math.exp(s) for s in 分数)
ex_softmax_weight = math.exp(分数[1]) / 分母  # about 0.23790
