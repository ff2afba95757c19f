# exercise: ex_dropout_survivor
# mistake: The learner applies the original (non-inverted) dropout scaling, multiplying by the keep probability 0.9; PyTorch's inverted dropout divides survivors by 1 - p: 1.1111.
# mistake_zh: 学习者用了原始（非 inverted）dropout 的缩放，乘以保留概率 0.9；PyTorch 的 inverted dropout 是把保留的元素除以 1 - p：1.1111。
# keywords: inverted, divide, 1 - p, expectation
ex_dropout_survivor = 0.9
