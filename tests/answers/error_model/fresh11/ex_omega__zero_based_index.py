# exercise: ex_omega
# mistake: Reading ω₂₁ with Python's zero-based indexing, the learner computes inputs[2] · inputs[1] (“starts” with “journey”) = 1.4754; ω₂₁ is x⁽²⁾·x⁽¹⁾ in the book's 1-based numbering, inputs[1] · inputs[0] = 0.9544.
# mistake_zh: 学习者按 Python 从 0 开始的下标理解 ω₂₁，算了 inputs[2] · inputs[1]（“starts” 与 “journey”）= 1.4754；书中编号从 1 开始，ω₂₁ 是 inputs[1] · inputs[0] = 0.9544。
# keywords: journey, Your, index, x⁽¹⁾
ex_omega = 1.4754
