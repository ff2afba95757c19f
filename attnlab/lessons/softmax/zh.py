"""The Softmax lesson's strings in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "title.softmax": "Softmax",
    "softmax.limits": "最多 64 个分数，每个绝对值不超过 1e6；缩放系数 c 在 [0, 10] 内；放大倍数在 [1, 1000] 内。",
    "widget.scores_vector": "分数 s（用逗号或空格分隔的数字）",
    "widget.scale": "缩放系数 c = 1 / 温度",
    "widget.multiplier": "溢出演示：把分数乘以",
    "widget.d_k": "键的维度 d_k（用于 √d_k 相关步骤）",
    "softmax.step.three_ways": "三种归一化方法",
    "softmax.step.overflow": "数值溢出",
    "softmax.step.temperature": "缩放与尖锐程度",
    "softmax.step.variance": "分数方差随 d_k 增长",
    "softmax.step.saturation": "饱和",
    "softmax.step.jacobian": "梯度消失",
    "softmax.text.three_ways": "**把分数变成权重的三种方法**（分数 × {scale}）。除以总和得到 {sum}。只有所有分数都为正时，它给出的权重才有意义"
        "（这里有 {negative} 个负数），而且它只取决于分数之间的*比值*：把所有分数都乘以 2，权重变化 {double_sum}；"
        "所有分数都加 1，权重变化 {shift_sum}。softmax 正好相反：它只取决于分数之间的*差值*，所以加 1 时变化 "
        "{shift_soft}，乘以 2 时变化 {double_soft}。直接按 exp(s) / Σ exp(s) 计算得到 {naive}；先减去这一行的最大值"
        "再计算得到 {stable}。",
    "softmax.change_undefined": "一个无法度量的量（改变后的分数之和为 {total}，除以它得不到有限的权重）",
    "softmax.text.three_ways_zero": "**把分数变成权重的三种方法**（分数 × {scale}）。这里除以总和行不通：分数之和为 {total}，每个权重都是 x / {total}，"
        "结果超出 float32 范围时变成 ±inf（x / 0 总是如此），0 / 0 则是 NaN（{sum}）；只有所有分数都为正时它才给出有意义的权重。softmax 只取决于分数之间的*差值*，所以加 1 时变化 {shift_soft}，"
        "乘以 2 时变化 {double_soft}。直接按 exp(s) / Σ exp(s) 计算得到 {naive}；先减去这一行的最大值再计算得到 {stable}。",
    "softmax.text.naive_equal": "后两者在 float32 的舍入误差内相同（最多相差 {gap}）：所有分数减去同一个数，相当于分子和分母同时乘以同一个因子。",
    "softmax.text.naive_broken": "在精确运算中后两者相同（所有分数减去同一个数，相当于分子和分母同时乘以同一个因子），但这里朴素版本出错了："
        "最大的分数 {top} 超出了 float32 下 exp 的范围（约 88.7 以上为 inf，约 −103 以下为 0），所以 {n} 个权重中有 {bad} 个"
        "不是有限数。稳定版本从不对大于 0 的数取 exp（见下一步）。",
    "softmax.text.naive_sum_overflow": "在精确运算中后两者相同（所有分数减去同一个数，相当于分子和分母同时乘以同一个因子），但这里朴素版本出错了："
        "每个 exp 都是有限数，它们的和却超出了 float32 的范围（约 3.4e38 以上为 inf），于是每个权重都变成 x / inf = 0，"
        "权重之和不再是 1。",
    "softmax.text.naive_lossy": "在精确运算中后两者相同，但这里它们相差最多 {gap}，尽管没有任何溢出、也没有 NaN："
        "这些 exp 太小了，{n} 个中有 {low} 个低于 float32 最小的正规数（约 1.2e-38）：其中 {zero} 个下溢为恰好 0，"
        "{subnormal} 个是次正规数，只剩下几位有效位。"
        "它们的和 {exp_sum} 是有限数，所以朴素版本的权重有限但不精确：这是下溢，不是上溢。",
    "softmax.text.overflow_lossy": "**悄无声息的下溢。** 乘以 {m} 之后，最大的分数是 {max}，它在 float32 下的 exp 为 {exp}："
        "有限但极小。没有任何溢出（exp 之和 {exp_sum} 是有限数），也没有 NaN，但朴素的 softmax 给出 {naive_w}，"
        "最多偏差 {gap}：{n} 个 exp 中有 {low} 个低于 float32 最小的正规数（约 1.2e-38）：其中 {zero} 个下溢为恰好 0，"
        "{subnormal} 个是次正规数，只剩下几位有效位。"
        "稳定版本先减去最大值，最大的 exp 就是 exp(0) = 1：{stable}。",
    "softmax.text.overflow_under": "**上溢与下溢。** 乘以 {m} 之后，最大的分数是 {max}，它在 float32 下的 exp 为 {exp}：所有 exp 都下溢为 0。"
        "朴素的 softmax 于是会计算 0 / 0，{n} 个权重中有 {bad} 个不是有限数（NaN，左图中对应位置是空的）。稳定版本先减去最大值，"
        "最大的 exp 是 exp(0) = 1，总和永远不会是 0：{stable}。",
    "softmax.text.overflow_bad": "**数值溢出。** 乘以 {m} 之后，最大的分数是 {max}，它在 float32 下的 exp 为 {exp}。朴素的 softmax "
        "于是会计算 inf / inf，{n} 个权重中有 {bad} 个不是有限数（NaN 或 inf，左图中对应位置是空的）。"
        "稳定版本先减去最大值，exp 的输入永远不超过 0，因此不会溢出：{stable}。",
    "softmax.text.overflow_sum": "**和的溢出。** 乘以 {m} 之后，最大的分数是 {max}，它在 float32 下的 exp 为 {exp}：仍然是有限数。"
        "但这些 exp 的和 {sum} 不是：它超出了 float32 的范围（约 3.4e38 以上），于是朴素的 softmax 把每个 exp 都除以 inf，"
        "悄无声息地返回全 0，连一个提醒你的 NaN 都没有。稳定版本先减去最大值，最大的 exp 是 1，和最多为 {n}：{stable}。",
    "softmax.text.overflow_ok": "**数值溢出。** 乘以 {m} 之后，最大的分数是 {max}，它在 float32 下的 exp 为 {exp}：实测朴素版本与稳定版本"
        "在 float32 的舍入误差内结果一致（最多相差 {gap}）。把放大倍数调大（放大到 {max_m} 时最大分数为 {max_at_max}），就能看到朴素的 softmax 出错，而稳定版本依然正常："
        "float32 的 exp 在约 88.7 以上溢出（在约 −103 以下下溢为 0）：{stable}。",
    "softmax.text.overflow_ok_limit": "**数值溢出。** 乘以 {m} 之后，最大的分数是 {max}，它在 float32 下的 exp 为 {exp}：实测朴素版本与"
        "稳定版本在 float32 的舍入误差内结果一致（最多相差 {gap}）。用这些分数，即使用本课允许的最大放大倍数 {max_m}，两者仍然一致（那时最大分数为 {max_at_max}）："
        "把最大分数改成 {need} 或更大，再调大放大倍数，就能看到朴素的 softmax 出错，而稳定版本依然正常：{stable}。",
    "softmax.text.temperature": "**缩放与尖锐程度。** 在 softmax 之前把分数乘以 c，会改变权重的尖锐程度：c 小（温度高）时权重趋于均匀，"
        "c 大（温度低）时几乎所有权重都集中到最大的分数上。热力图的每一行对应一个 c。你的 c = {scale} 时，"
        "权重为 {weights}，其中最大值为 {max}。",
    "softmax.text.temperature_tied": "**缩放与尖锐程度。** 在 softmax 之前把分数乘以 c，会改变权重的尖锐程度：c 小（温度高）时权重趋于均匀，"
        "c 大（温度低）时几乎所有权重都集中到最大的分数上。你的输入中有 {tied} 个并列最大的分数，它们平分这些权重："
        "每个 c 下它们的权重都彼此相等（各自随 c 增大），合起来趋近于 1。热力图的每一行对应一个 c。你的 c = {scale} 时，"
        "权重为 {weights}，其中最大值为 {max}。",
    "softmax.text.temperature_all_tied": "**缩放与尖锐程度。** 在 softmax 之前把分数乘以 c，会改变权重的尖锐程度：c 小（温度高）时权重趋于均匀，"
        "c 大（温度低）时几乎所有权重都集中到最大的分数上。你的 {tied} 个分数全都相等，没有什么可以变尖锐："
        "任何 c 给出的都是同样的均匀权重，每个 {max}（热力图的每一行都一样）。把某个分数调大，就能看到 c 的作用。",
    "softmax.text.variance": "**为什么要除以 √d_k？** 如果 q 和 k 的各个分量相互独立、均值为 0、方差为 1，那么每个乘积 q_i·k_i "
        "的方差为 1，而 q·k 是 d_k 个这样的乘积之和，所以方差为 d_k。用 {samples} 对随机向量实测："
        "d_k = {d_k} 时方差为 {var}。除以 √d_k 会让方差除以 d_k，无论键的维度多大，都回到约 1（{scaled}）：在图中（右）的 {points} 个 d_k 上，"
        "它介于 {scaled_lo} 和 {scaled_hi} 之间，而未缩放的方差从 {raw_lo} 到 {raw_hi}。",
    "softmax.text.saturation": "**饱和。** 分数太大时 softmax 几乎变成 one-hot。用 {queries} 个随机查询、每个配六个随机键测试："
        "d_k = {d_k} 时，不缩放的平均最大权重为 {raw}，缩放后为 {scaled}。如果不缩放，模型越大，从一开始就越会只关注一个词元，"
        "而不管它的含义。",
    "softmax.text.jacobian_vanish": "**梯度消失。** 梯度通过 softmax 的雅可比矩阵 J = diag(p) − p pᵀ 向回传播。当 p 几乎是 one-hot 时，"
        "J 的每个元素都接近 0，分数（以及其背后的 W_q、W_k）几乎学不到东西。d_k = {d_k} 时，对 {draws} 次随机抽取的一个查询和"
        "六个键取平均，J 的大小（Frobenius 范数）在不缩放时为 {mean_raw}，缩放后为 {mean_scaled}：平均而言，缩放让梯度更大"
        "（逐次来看，{draws} 次中有 {smaller} 次不缩放的 J 更小）。正是这种按 √d_k 的缩放，使这种机制被称为*缩放点积注意力*。",
    "softmax.text.jacobian_flat": "**梯度会消失吗？** 梯度通过 softmax 的雅可比矩阵 J = diag(p) − p pᵀ 向回传播。当 p 几乎是 one-hot 时，"
        "J 的每个元素都接近 0，分数几乎学不到东西。d_k = {d_k} 时分数还太小，不足以让 softmax 饱和：对 {draws} 次随机抽取的"
        "一个查询和六个键取平均，J 的大小（Frobenius 范数）在不缩放时为 {mean_raw}，缩放后为 {mean_scaled}，梯度还没有消失"
        "（{draws} 次中只有 {smaller} 次不缩放的 J 更小）。调大 d_k 就能看到不缩放时梯度消失；正是这种按 √d_k 的缩放，"
        "使这种机制被称为*缩放点积注意力*。",
    "softmax.text.jacobian_draw_smaller": "热力图显示的是其中一次抽取（由种子决定）：这一次 J 的大小在不缩放时为 {raw}，"
        "缩放后为 {scaled}，即这一次不缩放的 J 更小，{draws} 次中有 {same_way} 次如此。",
    "softmax.text.jacobian_draw_larger": "热力图显示的是其中一次抽取（由种子决定）：这一次 J 的大小在不缩放时为 {raw}，"
        "缩放后为 {scaled}，即这一次不缩放的 J 更大，{draws} 次中有 {same_way} 次如此。一次抽取不等于平均：试试其他种子。",
    "axis.jacobian_scores": "分数 s_j（列）",
    "axis.jacobian_weights": "权重 p_i（行）",
    "panel.naive_softmax": "exp(s) / Σ exp(s)",
    "panel.stable_softmax": "稳定的 softmax",
    "panel.weights_by_scale": "不同 c 下的 softmax(c · s)",
    "panel.variance_raw": "各 d_k 下的 Var(q·k)",
    "panel.variance_scaled": "各 d_k 下的 Var(q·k / √d_k)",
    "panel.max_weight_raw": "最大权重（不缩放）",
    "panel.max_weight_scaled": "最大权重（缩放后）",
    "panel.jacobian_raw": "softmax 雅可比矩阵（不缩放）",
    "panel.jacobian_scaled": "softmax 雅可比矩阵（缩放后）",
    # --- predictions (questions.py) ---
    "predict.softmax.overflow": "乘以 {m} 之后最大的分数是 {max}。在 float32 下，朴素的 softmax exp(s) / Σ exp(s) 会出错吗"
        "（得到 NaN、inf，或与稳定版本不同的权重）？",
    "predict.softmax.fine_why": "不会，实测如此：朴素版本的权重 {naive_w} 与稳定版本在 float32 的舍入误差内相同"
        "（最多相差 {gap}），exp 之和 {sum} 是有限数且不为 0。",
    "predict.softmax.fine_why_low": "不会，实测如此：朴素版本的权重 {naive_w} 与稳定版本在 float32 的舍入误差内相同"
        "（最多相差 {gap}），exp 之和 {sum} 是有限数且不为 0。{n} 个 exp 中有 {low} 个低于 float32 最小的正规数"
        "（约 1.2e-38；其中 {zero} 个下溢为恰好 0），但权重仍然一致。",
    "predict.softmax.sum_overflow_why": "会：每个 exp 都是有限数，但它们的和（{sum}）超出了 float32 的范围，于是每个权重都是 "
        "x / inf = 0：悄无声息地全为 0，没有 NaN。",
    "predict.softmax.lossy_why": "会，不过是下溢而不是上溢：exp 之和（{exp_sum}）是有限数，每个权重也都有限，"
        "但 {n} 个 exp 中有 {low} 个低于 float32 最小的正规数（约 1.2e-38；其中 {zero} 个下溢为恰好 0，"
        "{subnormal} 个是次正规数），所以朴素版本的权重 {naive_w} 最多偏差 {gap}。",
    "predict.softmax.overflow_why": "{n} 个权重中有 {bad} 个不是有限数：输入超过约 88.7 时，exp 在 float32 下会溢出。",
    "predict.softmax.underflow_why": "{n} 个权重中有 {bad} 个不是有限数：所有 exp 在 float32 下都下溢为 0（约 −103 以下），而 0 / 0 是 NaN。",
    "predict.softmax.temperature": "你现在的缩放系数是 c = {scale}。如果 c = {big}，最大的权重会比现在更大吗？",
    "predict.softmax.temperature_why": "现在最大的权重是 {mine}；c = {big} 时为 {hot}，大了 {diff}。c 越大（温度越低），权重越尖锐。",
    "predict.softmax.temperature_why_smaller": "现在最大的权重是 {mine}；c = {big} 时为 {hot}，小了 {diff}：你的 c = {scale} "
        "本来就比 {big} 大，而 c 变小（温度变高）会让权重更平缓。",
    "predict.softmax.temperature_why_same_uniform": "现在最大的权重是 {mine}；c = {big} 时同样是 {hot}：你的分数全都相等，"
        "所以任何 c 给出的都是同样的均匀权重。",
    "predict.softmax.temperature_why_same_c": "现在最大的权重是 {mine}；c = {big} 时同样是 {hot}：你的 c 本来就是 {big}。",
    "predict.softmax.temperature_why_same_float": "现在最大的权重是 {mine}；c = {big} 时同样是 {hot}：实测 float32 "
        "为两者存下的是同一个数。在精确运算中这个权重仍会随 c 变化，但变化量太小，float32 在 {mine} 附近存不下。",
}
