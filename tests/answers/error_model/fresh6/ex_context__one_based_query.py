# exercise: ex_context
# mistake: Computed the context vector of row index 2, which is the third token 'starts' (1-based x⁽²⁾ read as Python index 2). 'journey' is inputs[1] / attn_weights[1].
# mistake_zh: 算的是索引为 2 的那一行，即第三个词 “starts” 的上下文向量（把从 1 开始的 x⁽²⁾ 当成了 Python 索引 2）。“journey” 是 inputs[1] / attn_weights[1]。
# keywords: index, 0-based, 1-based, starts, query 3
# query = inputs[2]
# w = softmax(inputs @ query);  z = w @ inputs
ex_context = [0.4431, 0.6496, 0.5671]
