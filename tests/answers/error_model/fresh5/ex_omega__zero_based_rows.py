# exercise: ex_omega
# mistake: You used 0-based indices for the 1-based book notation: inputs[2] is "starts" (x⁽³⁾), so 1.4754 is ω₃₂, the score of "starts" with "journey". ω₂₁ is x⁽²⁾ · x⁽¹⁾ = inputs[1] @ inputs[0].
# mistake_zh: 你把书中从 1 开始的编号当成了从 0 开始的下标：inputs[2] 是 “starts”（x⁽³⁾），所以 1.4754 是 “starts” 与 “journey” 的分数 ω₃₂。ω₂₁ 应为 x⁽²⁾ · x⁽¹⁾ = inputs[1] @ inputs[0]。
# keywords: index, starts, 0-based, inputs[1], inputs[0]
# inputs[2] @ inputs[1]  -> journey 和 Your
ex_omega = 1.4754
