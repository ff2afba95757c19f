# exercise: ex_softmax_weight
# mistake: The learner divides the scores by sqrt(d_k) = sqrt(3) before the softmax (scaled dot-product habit), getting 0.2070; here the scores are the raw dot products, giving α₂₂ = 0.2379.
# mistake_zh: 学习者在 softmax 前把分数除以 sqrt(d_k)=sqrt(3)（缩放点积的习惯），得到 0.2070；本题的分数是未缩放的原始点积，α₂₂ = 0.2379。
# keywords: scaling, sqrt(3), raw scores, softmax
ex_softmax_weight = 0.2070
