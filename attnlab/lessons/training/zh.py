"""The Training lab lesson's strings in Simplified Chinese (简体中文), key for key as in en.py.

Every verdict is chosen by ``attnlab.lessons.training.verdict`` from the run's own numbers.
"""

STRINGS: dict[str, str] = {
    "widget.training_seed": "随机种子（决定训练数据和初始权重）",
    "title.training": "训练实验",
    "training.intro": "一个单层注意力模型（词元嵌入和位置嵌入、一层注意力、一个线性输出层）在长度为 8 的随机序列上实时训练。"
        "热力图显示每个头的注意力，行是查询、列是键：先是未训练的模型，再是学习中的模型。\n\n"
        "- **复制前一个 / 第一个词元**：答案位于固定的位置；模糊的热力图会逐渐变成清晰的模式。\n"
        "- **预测下一个词元**（讲义中的语言模型）：位置 i 的标签是同一条序列中位置 i + 1 的词元。"
        "有因果掩码时，损失停在 ln V；取消掩码，模型就能直接看到答案。\n"
        "- **分类器**：注意力之后对各位置取平均，分成 4 类，结构与讲义中的文本分类器相同。"
        "它在固定的 64 条序列上训练，再在从未见过的 256 条序列上评估；标签可以来自一条规则，也可以是随机的。"
        "讲义中的分类器用随机标签训练，而且既没有掩码也没有位置嵌入：选择随机标签并取消勾选这两个选项，就是讲义的设置。\n"
        "- **两个头**：每个位置要给出两个答案（前一个词元和第一个词元），所以几个头必须分工。",
    "training.limits": "最多 2000 步，学习率在 [1e-5, 1] 内，1 到 4 个头，随机种子在 0 到 2,147,483,647 之间。"
        "随机序列长 8 个词元，词表大小为 8（V = 8）；模型宽度 48；每一步用 64 条新序列（分类器则每一步都用同样的 64 条训练序列）；"
        "留出集的数字来自另外 256 条序列。优化器可选 Adam 或 SGD（讲义所用）。训练在服务器的 CPU 上运行；点击停止可立即结束。",
    "widget.task": "任务",
    "widget.task_previous": "复制前一个词元",
    "widget.task_first": "复制第一个词元",
    "widget.task_next_token": "预测下一个词元（讲义中的语言模型）",
    "widget.task_classify_rule": "分类器：标签来自规则（第一个词元所属的组）",
    "widget.task_classify_random": "分类器：随机标签（讲义的设置需取消勾选掩码和位置嵌入）",
    "widget.task_two_heads": "两个头：前一个词元和第一个词元",
    "widget.steps": "训练步数",
    "widget.lr": "学习率",
    "widget.optimizer": "优化器",
    "widget.optimizer_adam": "Adam",
    "widget.optimizer_sgd": "SGD（讲义所用）",
    "widget.positions": "位置嵌入",
    "widget.train": "开始训练",
    "widget.stop": "停止",
    "training.stopped": "训练了 {step} 步（共 {steps} 步）后停止。再按“开始训练”会从未训练的模型重新开始。",
    "training.before_plot": "未训练模型的注意力（行：查询，列：键）",
    "training.loss_waiting": "点击“开始训练”后，这里画出每一步的训练损失，虚线是均匀猜测的损失。",
    "training.maps_waiting": "点击“开始训练”后，这里画出模型在训练中的注意力。第一步之前，它就是下面未训练模型的注意力。",
    "training.after_plot": "当前的注意力（行：查询，列：键）",
    # --- progress ---
    "training.status": "**已训练 {step} / {steps} 步** · 损失 {loss} · 留出集损失 {held} · 准确率 {accuracy} · "
        "正确键上的注意力（查询 {q_from}–{q_to}；第 {head} 个头最集中{n_top:pl::}）：**{pattern}**（训练前：{before}）",
    "training.status_next": "**已训练 {step} / {steps} 步** · 损失 {loss} · 留出集损失 **{held}**（均匀猜测 {expr} = "
        "{chance}）· 下一个词元上的注意力（查询 {q_from}–{q_to}；第 {head} 个头）：{pattern}",
    "training.status_classify": "**已训练 {step} / {steps} 步** · 损失 {loss} · 64 条训练序列上的准确率 **{train}** · "
        "256 条留出序列上的准确率 **{accuracy}**（随机猜测为 {chance}）",
    "training.status_two": "**已训练 {step} / {steps} 步** · 损失 {loss} · 两个答案都对的比例：{accuracy} · "
        "（查询 {q_from}–{q_to}）前一个词元上的注意力：第 {head_previous} 个头，{previous} · 第一个词元上的注意力："
        "第 {head_first} 个头，{first}",
    "training.untrained": "训练 0 步：模型还没有训练（权重是随机的）。热力图显示它在学到任何东西之前把注意力放在哪里。",
    "training.roll": "标签是怎样生成的？看这个种子下的两条序列：{row1} 和 {row2}。这里第一条的标签是 {ours}"
        "（同一条序列中的第 i + 1 个词元；最后一个位置没有标签）。讲义写的是不带 `dim=` 的 "
        "`torch.roll(input_ids, shifts=-1)`，它会先把整个批次展平再移动：第一行的标签变成 {rolled}，最后一个标签是 "
        "{wrapped}，也就是第二条序列的第一个词元（{next_first}），来自另一条序列。用 `dims=1` 时它会绕回本行的第一个词元"
        "（{own}）；无论哪种，最后一个位置都没有真正的下一个词元。",
    "training.chance_line": "均匀猜测 {expr} = {value}",
    # --- verdicts, chosen from the run's numbers ---
    "training.learned": "学会了：查询平均有超过 90% 的注意力放在正确的键上。",
    "training.not_yet": "还没有学会：试试更多步数或换一个学习率。",
    "training.not_yet_stalled": "没有学会，而且训练损失暂时停止了下降（最后四分之一步数上的平均为 {recent}，"
        "之前四分之一为 {earlier}，降幅还不到 1 %）。这里测到的停滞并不是预测：平台期可能会结束，增加步数仍可能学会；换一个学习率或种子往往更快见效。",
    "training.not_yet_max": "{steps} 步（本实验室最多的步数）之后仍没有学会，不过训练损失还在下降（最后四分之一步数上的平均为 "
        "{recent}，之前四分之一为 {earlier}）：试试换一个学习率。",
    "training.not_yet_rising": "没有学会，而且"
        "训练损失在上升，而不是处于平台期：最后四分之一步数上的平均为 {recent}，之前四分之一为 {earlier}"
        "（最后一步的损失为 {last_loss}，开始时为 {first_loss}）。损失上升说明更新步子迈得太大：请调低学习率。",
    "training.not_yet_diverged": "没有学会，而且"
        "训练发散了，而不是停滞：训练损失在最后四分之一步数上的平均为 {recent}（之前四分之一为 {earlier}），"
        "高于开始时的 {first_loss}（最后一步的损失为 {last_loss}）。它最后比未训练时还差：学习率太高了，请调低。",
    "training.not_yet_classify_rising": "训练序列上的准确率只有 {train}（留出集 {accuracy}，随机猜测为 {chance_pct}），而且"
        "训练损失在上升，而不是处于平台期：最后四分之一步数上的平均为 {recent}，之前四分之一为 {earlier}"
        "（最后一步的损失为 {last_loss}，开始时为 {first_loss}）。损失上升说明更新步子迈得太大：请调低学习率。",
    "training.not_yet_classify_diverged": "训练序列上的准确率只有 {train}（留出集 {accuracy}，随机猜测为 {chance_pct}），而且"
        "训练发散了，而不是停滞：训练损失在最后四分之一步数上的平均为 {recent}（之前四分之一为 {earlier}），"
        "高于开始时的 {first_loss}（最后一步的损失为 {last_loss}）。它最后比未训练时还差：学习率太高了，请调低。",
    "training.plateau_above_rising": "留出集损失 {held} 仍比均匀猜测 {expr} = {lnv} 高 {gap}，而且"
        "训练损失在上升，而不是处于平台期：最后四分之一步数上的平均为 {recent}，之前四分之一为 {earlier}"
        "（最后一步的损失为 {last_loss}，开始时为 {first_loss}）。损失上升说明更新步子迈得太大：请调低学习率。",
    "training.plateau_above_diverged": "留出集损失 {held} 仍比均匀猜测 {expr} = {lnv} 高 {gap}，而且"
        "训练发散了，而不是停滞：训练损失在最后四分之一步数上的平均为 {recent}（之前四分之一为 {earlier}），"
        "高于开始时的 {first_loss}（最后一步的损失为 {last_loss}）。它最后比未训练时还差：学习率太高了，请调低。",
    "training.diverged": "损失变成了 NaN 或无穷大：学习率太高了。",
    "training.plateau": "**损失最终接近 ln V，本来就该如此。** 留出集损失 {held}；均匀猜测 {expr} = {lnv}："
        "两者相差 {gap}，在本实验算作到达 ln V 的 {tol} 以内。"
        "词元是独立、均匀地抽取的，前面的词元对下一个词元没有任何信息：任何模型最好也只能给 V 个词元各 1/V 的概率"
        "（即一元分布），这时的损失恰好是 ln V。在因果掩码下，位置 i 只能看到第 1…i 个词元，看不到第 i + 1 个。"
        "讲义中的损失曲线停在 ln 26 ≈ 3.258 附近也是这个原因（它略低于这个值，是因为它反复训练同一批数据，"
        "而这批数据可以被记住）。取消勾选因果掩码，看看掩码阻止了什么。",
    "training.plateau_above": "留出集损失 {held} 仍比均匀猜测 {expr} = {lnv} 高 {gap}。词元独立且均匀，前面的词元对下一个词元没有任何信息："
        "ln V 就是这里能达到的最低损失，把能学的都学到（即一元分布）的模型就会到达这里。这个模型还没有做到："
        "试试更多步数或换一个学习率。",
    "training.plateau_above_stalled": "留出集损失 {held} 仍比均匀猜测 {expr} = {lnv} 高 {gap}。词元独立且均匀，前面的词元对下一个词元没有任何信息："
        "ln V 就是这里能达到的最低损失，把能学的都学到（即一元分布）的模型就会到达这里。这个模型没有做到，"
        "而且训练损失暂时停止了下降（最后四分之一步数上的平均为 {recent}，之前四分之一为 {earlier}，"
        "降幅还不到 1 %）。这里测到的停滞并不是预测：平台期可能会结束，增加步数仍可能学会；换一个学习率或种子往往更快见效。",
    "training.plateau_above_max": "{steps} 步（本实验室最多的步数）之后，留出集损失 {held} 仍比均匀猜测 {expr} = {lnv} 高 {gap}。"
        "词元独立且均匀，前面的词元对下一个词元没有任何信息：ln V 就是这里能达到的最低损失，"
        "把能学的都学到（即一元分布）的模型就会到达这里。训练损失还在下降（最后四分之一步数上的平均为 {recent}，"
        "之前四分之一为 {earlier}）：试试换一个学习率。",
    "training.plateau_below": "留出集损失 {held} 比均匀猜测 {expr} = {lnv} 低 {gap}。在独立且均匀的词元上，"
        "没有模型能在平均意义上低于 ln V，所以这个差距只是 256 条留出序列这一有限样本上的偶然结果。",
    "training.leak": "**没有掩码，模型直接读到了答案。** 留出集损失 {held}，远低于均匀猜测 {expr} = {lnv}："
        "平均每个位置把 {pattern} 的注意力放在下一个词元上，并把它复制过来。模型生成文本时，这个词元还不存在，"
        "所以它学到的东西在生成时毫无用处。因果掩码的作用，就是让训练时只看到生成时能看到的内容。",
    "training.leak_partial": "留出集损失 {held} 低于均匀猜测 {expr} = {lnv}：没有掩码时，下一个词元就在每个位置都能看到的词元之中，"
        "所以即使只有 {pattern} 的注意力落在下一个词元上，模型也比瞎猜做得好。",
    "training.generalised": "**学会了规则。** 训练序列上的准确率为 {train}，从未见过的序列上为 {accuracy}"
        "（随机猜测为 {chance_pct}）：学到的东西能推广到新数据。",
    "training.memorised_random": "**只是记住了，并没有学会。** 在 64 条训练序列上准确率为 {train}，在新序列上却只有 {accuracy}"
        "（随机猜测为 {chance_pct}）。标签是随机的，本来就没有规律可学：模型记下了每条训练序列的标签，"
        "而这对其他序列毫无意义。仅凭训练损失低，并不能说明模型学到了东西。",
    "training.memorised_rule": "训练序列上的准确率为 {train}，新序列上却只有 {accuracy}（随机猜测为 {chance_pct}）："
        "模型拟合了 64 条训练序列，却没有找到能推广到新数据的规则。",
    "training.partly": "训练序列上的准确率为 {train}，新序列上为 {accuracy}（随机猜测为 {chance_pct}）："
        "学到的东西有一部分能推广，其余的只适用于训练序列。",
    "training.not_yet_classify": "训练序列上的准确率只有 {train}（留出集 {accuracy}，随机猜测为 {chance_pct}）："
        "还没有拟合好；试试更多步数或换一个学习率。",
    "training.not_yet_classify_stalled": "训练序列上的准确率只有 {train}（留出集 {accuracy}，随机猜测为 {chance_pct}），"
        "而且训练损失暂时停止了下降（最后四分之一步数上的平均为 {recent}，之前四分之一为 {earlier}，"
        "降幅还不到 1 %）。这里测到的停滞并不是预测：平台期可能会结束，增加步数仍可能学会；换一个学习率或种子往往更快见效。",
    "training.not_yet_classify_max": "{steps} 步（本实验室最多的步数）之后，训练序列上的准确率只有 {train}（留出集 {accuracy}，"
        "随机猜测为 {chance_pct}），不过训练损失还在下降（最后四分之一步数上的平均为 {recent}，之前四分之一为 {earlier}）："
        "试试换一个学习率。",
    "training.specialised": "**几个头分工合作。** 在查询 {q_from} 到 {q_to} 上平均，第 {head_previous} 个头把 {previous} 的注意力放在前一个词元上，"
        "第 {head_first} 个头把 {first} 的注意力放在第一个词元上（不计查询 1 和 2：在那里前一个词元就是第一个词元）；两个答案都对的比例：{accuracy}。",
    "training.one_head": "这里一个头不够用：在查询 {q_from} 到 {q_to} 上平均（在查询 1 和 2 上，前一个词元就是第一个词元），它把 {previous} 的注意力放在前一个词元上，把 {first} 放在第一个词元上，"
        "两个答案同时正确的比例只有 {accuracy}。一个头只输出值向量的一个加权平均：同时关注两个词元，"
        "就会把它们加成一个向量，从中再也分不清哪个词元在哪里。试试 2 个头。",
    "training.no_positions": "**没有位置嵌入时**，查询和键只由词元本身得到，与它所在的位置无关，所以两个相同的词元无论在哪里得到的分数都相同："
        "注意力分数无法偏向某个位置。本次运行：准确率 {accuracy}（随机猜测为 {chance_pct}）；按查询位置（从 1 开始）：{by_position}。",
    "training.no_positions_classify": "**既没有位置嵌入也没有掩码时**，模型把每条序列看成一个无序的词元集合：注意力分不出哪个词元在最前面，"
        "而规则只取决于第一个词元，所以训练多少步都找不到它（拟合 64 条训练序列仍能提高训练准确率）。"
        "本次运行：训练准确率 {train}，留出集 {accuracy}（随机猜测为 {chance_pct}）；留出集上高于随机猜测的部分来自这个集合本身，"
        "因为第一个词元就在其中。",
    "training.no_positions_classify_causal": "**没有位置嵌入时**，注意力无法凭位置找到第一个词元，但因果掩码泄露了它：查询 1 只能看到第一个词元，"
        "而对各位置取平均时包含了查询 1 的输出，所以规则需要的信息能到达读出层。本次运行找到了规则：训练准确率 {train}，"
        "留出集 {accuracy}（随机猜测为 {chance_pct}）。",
    "training.no_positions_classify_causal_not": "**没有位置嵌入时**，注意力无法凭位置找到第一个词元，但因果掩码泄露了它：查询 1 只能看到第一个词元，"
        "而对各位置取平均时包含了查询 1 的输出，所以规则需要的信息能到达读出层。不过本次运行还没有找到规则：训练准确率 {train}，"
        "留出集 {accuracy}（随机猜测为 {chance_pct}），低于在从未见过的序列上算作学会的 90%。",
    "training.no_positions_causal": "因果掩码仍会透露一些位置信息：查询 i 只能看到第 1…i 个词元，所以靠前的查询可选的词元很少。"
        "这里查询 {q} 的准确率为 {acc_q}，查询 {last} 为 {acc_last}。",
    "training.no_positions_causal_q1": "查询 2 只能看到第 1 个词元和它自己，而残差连接带着它自己的词元，所以即使不知道任何词元的位置，它也能挑出第 1 个词元。",
    "training.no_positions_causal_wider": "查询能看到的词元越多，就越难分清需要的是哪一个：准确率从查询 {q} 的 {acc_q} 降到查询 {last} 的 {acc_last}，中途没有一个查询回升。",
    "training.no_positions_causal_wider_overall": "总体来看，查询能看到的词元越多，就越难分清需要的是哪一个：准确率从查询 {q} 的 {acc_q} "
        "降到查询 {last} 的 {acc_last}，但并不是每个查询都下降：在相邻查询之间的 {gaps} 步中，有 {ups} 步回升。",
    "panel.loss": "训练损失",
    "panel.head_before": "第 {i} 个头（训练前）",
    "panel.head_after": "第 {i} 个头（{step} 步后）",
}
