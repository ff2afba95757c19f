# exercise: ex_softmax_weight
# mistake: The learner divided the six scores by √3 before softmax, getting 0.2070; the statement says raw dot products without scaling, so α₂₂ = 0.2379.
# mistake_zh: 学习者在 softmax 之前把六个分数除以了 √3，得到 0.2070；题目说分数是原始点积、不做缩放，所以 α₂₂ = 0.2379。
# keywords: scaled, √3, raw dot products, softmax

# softmax(ω2 / sqrt(d)) 取第 2 个
ex_softmax_weight = 0.2070
