# exercise: ex_context
# mistake: Gives the six attention weights α₂ⱼ instead of the context vector, their weighted sum of the inputs, z⁽²⁾ = Σ α₂ⱼ x⁽ʲ⁾.
# mistake_zh: 给出的是六个注意力权重 α₂ⱼ，而不是上下文向量，即以它们为权重对输入的加权和 z⁽²⁾ = Σ α₂ⱼ x⁽ʲ⁾。
# keywords: weighted sum, context vector, weights, inputs
ex_context = [0.1385, 0.2379, 0.2333, 0.1240, 0.1082, 0.1581]
