# exercise: ex_omega
# mistake: Gave the softmax attention weight α₂₁ = 0.1385 (the neighbouring quantity the book prints next) instead of the raw score ω₂₁ = 0.9544.
ex_omega = 0.1385
