# exercise: ex_context
# mistake: It weights the inputs with the scores divided by their sum (naive normalization) giving [0.4355, 0.6451, 0.5680]; softmax weights give [0.4419, 0.6515, 0.5683].
# mistake_zh: 它用分数除以分数和（朴素归一化）作为权重，得到 [0.4355, 0.6451, 0.5680]；用 softmax 权重应得 [0.4419, 0.6515, 0.5683]。
# keywords: softmax, weights, normalization, context
ex_context = [0.4355, 0.6451, 0.5680]
