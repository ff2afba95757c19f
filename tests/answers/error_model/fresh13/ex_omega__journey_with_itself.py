# exercise: ex_omega
# mistake: 0.9544 is x(2)·x(1); the answer 1.4950 is ω₂₂ = x(2)·x(2), copied from the diagonal entry of the printed score row.
# mistake_zh: 正确值 0.9544 是 x(2)·x(1)；答案 1.4950 是 ω₂₂ = x(2)·x(2)，抄了打印出的分数行的对角元素。
# keywords: Your, journey, dot product, 0.9544
ex_omega = 1.4950
