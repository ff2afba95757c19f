# exercise: ex_softmax_weight
# mistake: Divided the scores by √3 (√d) before the softmax, as in scaled dot-product attention, giving 0.2070. The statement says raw dot products, no scaling: softmax of the unscaled scores gives 0.2379.
# mistake_zh: 在 softmax 之前把分数除以了 √3（√d），像缩放点积注意力那样，得到 0.2070。题目说的是原始点积，不缩放：对未缩放分数做 softmax 得 0.2379。
# keywords: scaling, sqrt(d), raw scores, no scaling, softmax
ex_softmax_weight = 0.2070  # softmax(omega / sqrt(3))[1]
