# exercise: ex_omega
# mistake: Answered the normalised attention weight α₂₁ = 0.1385 instead of the raw score ω₂₁ = x⁽²⁾·x⁽¹⁾ = 0.9544.
# journey · Your, then softmax over the row
ex_omega = 0.1385
