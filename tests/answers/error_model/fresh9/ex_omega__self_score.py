# exercise: ex_omega
# mistake: Gives ω₂₂ = x⁽²⁾ · x⁽²⁾ (journey with itself, 1.4950) instead of ω₂₁ = x⁽²⁾ · x⁽¹⁾ with the key 'Your' (0.9544).
# mistake_zh: 给出的是 ω₂₂ = x⁽²⁾ · x⁽²⁾（journey 与自身，1.4950），而不是与键“Your”的 ω₂₁ = x⁽²⁾ · x⁽¹⁾（0.9544）。
# keywords: key, Your, index, dot product
ex_omega = 1.4950
