# exercise: ex_omega
# mistake: The learner indexed 第 2 个 as inputs[2] with 0-based indexing, computing inputs[2] · inputs[1] = x⁽³⁾·x⁽²⁾ ≈ 1.4754; ω₂₁ = x⁽²⁾·x⁽¹⁾ = inputs[1] · inputs[0] = 0.9544.
# mistake_zh: 学习者把“第 2 个”写成了从 0 开始的 inputs[2]，算出 inputs[2] · inputs[1] = x⁽³⁾·x⁽²⁾ ≈ 1.4754；ω₂₁ = x⁽²⁾·x⁽¹⁾ 应为 inputs[1] · inputs[0] = 0.9544。
# keywords: index, journey, Your, 0-based

# inputs[2] 是 journey，inputs[1] 是 Your（第 2 个、第 1 个）
ex_omega = 1.4754
