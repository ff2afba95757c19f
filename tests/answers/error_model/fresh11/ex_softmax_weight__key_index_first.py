# exercise: ex_softmax_weight
# mistake: The learner reads the weight of “journey” on “Your” (α₂₁ = 0.1385) instead of on itself; α₂₂ = 0.2379.
# mistake_zh: 学习者读成了 “journey” 对 “Your” 的权重（α₂₁ = 0.1385），而不是对自身的；α₂₂ = 0.2379。
# keywords: itself, α₂₂, key, journey
ex_softmax_weight = 0.1385
