# exercise: ex_context
# mistake: You weighted the inputs by scores divided by their sum instead of by their softmax weights.
# mistake_zh: 你用分数除以总和得到的权重去加权输入，而不是用 softmax 权重。
# keywords: softmax, weights, normalize, context

ex_context = [0.4355, 0.6451, 0.5680]
