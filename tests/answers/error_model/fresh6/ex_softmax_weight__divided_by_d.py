# exercise: ex_softmax_weight
# mistake: Divided the scores by the dimension d = 3 (not even √3) before the softmax, mixing in the scaling of the trainable-weights section. The question uses the raw dot products with no scaling at all.
# mistake_zh: 在 softmax 之前把分数除以了维度 d = 3（连 √3 都不是），混入了可训练权重一节的缩放。题目用的是不做任何缩放的原始点积。
# keywords: scaling, divide by 3, d, raw scores, temperature
# scores / 3 then softmax  (我记得要除以维度)
ex_softmax_weight = 0.1896
