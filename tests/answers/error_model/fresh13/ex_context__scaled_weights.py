# exercise: ex_context
# mistake: It uses softmax of the scores divided by √3, giving [0.4362, 0.6228, 0.5523]; without scaling z(2) = [0.4419, 0.6515, 0.5683].
# mistake_zh: 它使用了除以 √3 后分数的 softmax，得到 [0.4362, 0.6228, 0.5523]；不缩放时 z(2) = [0.4419, 0.6515, 0.5683]。
# keywords: scaling, raw scores, softmax, context
ex_context = [0.4362, 0.6228, 0.5523]
