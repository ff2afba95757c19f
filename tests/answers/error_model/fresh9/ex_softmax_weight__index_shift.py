# exercise: ex_softmax_weight
# mistake: Reads α₂₂ as index 2 of the zero-based weight vector, which is the weight on 'starts' (0.2333); 'journey' is index 1 (0.2379).
# mistake_zh: 把 α₂₂ 当作从 0 开始的权重向量中的下标 2，那是对“starts”的权重（0.2333）；“journey”是下标 1（0.2379）。
# keywords: index, zero-based, journey, position
ex_softmax_weight = 0.2333
