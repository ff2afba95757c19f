# exercise: ex_softmax_weight
# mistake: 0.1385 is α₂₁, the first entry of the printed weight row (weight on 'Your'); the weight on itself is the second entry α₂₂ = 0.2379.
# mistake_zh: 0.1385 是 α₂₁，打印的权重行的第一个元素（对 “Your” 的权重）；对自身的权重是第二个元素 α₂₂ = 0.2379。
# keywords: itself, α₂₂, second, 0.2379
ex_softmax_weight = 0.1385
