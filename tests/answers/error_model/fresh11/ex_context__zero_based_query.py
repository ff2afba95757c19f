# exercise: ex_context
# mistake: With zero-based indexing the learner computes the context vector of inputs[2] (“starts”), [0.4431, 0.6496, 0.5671]; z⁽²⁾ is the context of “journey”, inputs[1]: [0.4419, 0.6515, 0.5683].
# mistake_zh: 学习者按从 0 开始的下标算了 inputs[2]（“starts”）的上下文向量 [0.4431, 0.6496, 0.5671]；z⁽²⁾ 是 “journey”（inputs[1]）的上下文向量：[0.4419, 0.6515, 0.5683]。
# keywords: journey, query, index, context vector
ex_context = [0.4431, 0.6496, 0.5671]
