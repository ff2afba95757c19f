# exercise: ex_omega
# mistake: 1.4950 is ω₂₂, the score of "journey" with itself; ω₂₁ pairs the query "journey" with the key "Your", x⁽²⁾ · x⁽¹⁾ = 0.9544.
# mistake_zh: 1.4950 是 ω₂₂，即 “journey” 与自身的点积；ω₂₁ 应该是查询 “journey” 与键 “Your” 的点积 x⁽²⁾ · x⁽¹⁾ = 0.9544。
# keywords: self, journey, your, pair, dot

# 第二个 token 是 journey，和它自己做点积
ex_omega = 1.4950
