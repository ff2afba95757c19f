# exercise: ex_omega
# mistake: Read ω₂₁ as the score of "journey" with itself (x⁽²⁾·x⁽²⁾ = 1.4950) instead of with the key "Your" (x⁽²⁾·x⁽¹⁾ = 0.9544).
ex_omega = 1.4950
