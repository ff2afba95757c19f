# exercise: ex_omega
# mistake: 0.9422 is ω₃₁ = x(3)·x(1) (the 'starts' row of the printed score matrix); the query is 'journey', ω₂₁ = x(2)·x(1) = 0.9544.
# mistake_zh: 0.9422 是 ω₃₁ = x(3)·x(1)（打印的分数矩阵中 “starts” 那一行）；查询是 “journey”，ω₂₁ = x(2)·x(1) = 0.9544。
# keywords: journey, row, query, 0.9544
ex_omega = 0.9422
