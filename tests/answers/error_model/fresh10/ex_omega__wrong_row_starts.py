# exercise: ex_omega
# mistake: An off-by-one in the row index: the learner used x(3) ('starts') instead of x(1) ('Your') as the key, giving 1.4754; the key is the first embedding.
# mistake_zh: 行下标差一：学习者用 x(3)（“starts”）而不是 x(1)（“Your”）作为键，得到 1.4754；键应是第一个嵌入。
# keywords: index, row, Your, off-by-one

ex_omega = 1.4754
