# exercise: ex_context
# mistake: This is the plain mean of the six input vectors (uniform weights 1/6); the context vector weights each input by its softmax attention weight α₂ⱼ, z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾.
# mistake_zh: 这是六个输入向量的简单平均（权重都是 1/6）；上下文向量要用 softmax 注意力权重 α₂ⱼ 加权：z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾。
# keywords: mean, average, uniform, softmax weights, weighted sum
ex_context = [0.4317, 0.5833, 0.5283]
