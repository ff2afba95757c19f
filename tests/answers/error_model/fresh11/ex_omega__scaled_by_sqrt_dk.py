# exercise: ex_omega
# mistake: The learner divides the dot product by sqrt(d_k) = sqrt(3) out of Annotated-Transformer habit (0.5510); ω₂₁ is the raw dot product x⁽²⁾·x⁽¹⁾ = 0.9544, no scaling.
# mistake_zh: 出于 Annotated Transformer 的习惯，学习者把点积除以 sqrt(d_k)=sqrt(3)（得 0.5510）；ω₂₁ 是原始点积 x⁽²⁾·x⁽¹⁾ = 0.9544，不缩放。
# keywords: raw, dot product, scaling, sqrt
ex_omega = 0.5510
