# exercise: ex_context
# mistake: Weights the inputs with scores divided by their sum instead of softmax weights, giving [0.4355, 0.6451, 0.5680]; use the softmax weights ([0.4419, 0.6515, 0.5683]).
# mistake_zh: 用除以总和得到的权重而不是 softmax 权重来加权输入，得到 [0.4355, 0.6451, 0.5680]；应使用 softmax 权重（[0.4419, 0.6515, 0.5683]）。
# keywords: softmax, weights, normalisation, sum
ex_context = [0.4355, 0.6451, 0.5680]
