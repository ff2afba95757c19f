# exercise: ex_context
# mistake: The learner used the first row of the attention weights (the query 'Your') and so computed z(1); the query is 'journey', the second row.
# mistake_zh: 学习者用了注意力权重的第一行（查询“Your”），算出的是 z(1)；查询应是“journey”，即第二行。
# keywords: query, row, journey, index

ex_context = [0.4421, 0.5931, 0.5790]
