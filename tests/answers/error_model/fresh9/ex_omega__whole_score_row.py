# exercise: ex_omega
# mistake: Gives the whole row of six scores ω₂ⱼ instead of the single number ω₂₁ = 0.9544.
# mistake_zh: 给出的是整行六个分数 ω₂ⱼ，而不是单个数 ω₂₁ = 0.9544。
# keywords: single number, row, omega_21, scalar
ex_omega = [0.9544, 1.4950, 1.4754, 0.8434, 0.7070, 1.0865]
