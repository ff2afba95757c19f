# exercise: ex_softmax_weight
# mistake: The learner took index 2 of the 0-based weight vector, which is α₂₃ ≈ 0.2333 (the weight for 'starts'); α₂₂ is attn_weights_2[1] = 0.2379.
# mistake_zh: 学习者取了从 0 开始计数的权重向量的下标 2，那是 α₂₃ ≈ 0.2333（给“starts”的权重）；α₂₂ 应是 attn_weights_2[1] = 0.2379。
# keywords: index, α₂₂, journey, itself

# attn_weights_2[2] —— 第 2 个权重
ex_softmax_weight = 0.2333
